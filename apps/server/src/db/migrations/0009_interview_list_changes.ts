import { sql, type Kysely } from 'kysely';

/**
 * Every change to a person's interviews is announced on the `interview_list_changed` channel with their user id
 * (docs/decisions/116), so each API process can drop its cached copy of that person's dashboard list. A trigger
 * rather than the services: it also hears the workers, retention, account deletion and any change made by hand.
 * NOTIFY is delivered at commit (never for a rolled-back change) and repeated payloads of one transaction are sent
 * once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_interview_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify('interview_list_changed', OLD.user_id::text);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify('interview_list_changed', NEW.user_id::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER interview_sessions_list_changed
      AFTER INSERT OR UPDATE OR DELETE ON interview_sessions
      FOR EACH ROW EXECUTE FUNCTION notify_interview_list_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER interview_sessions_list_changed ON interview_sessions;
    DROP FUNCTION notify_interview_list_changed();
  `.execute(db);
}
