import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PROFILE_MSG, type User } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { signInHrefFor } from '@/lib/auth-redirect.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { sessionStore } from '@/lib/session.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { downloadOwnData } from '../api/download-own-data.ts';

function DeleteAccountDialog({ user }: { user: User }) {
  const emailId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const remove = useDeleteAccount();
  const confirmed = email.trim().toLowerCase() === user.email.toLowerCase();
  const submit = async () => {
    try {
      const message = await remove.mutateAsync({ email });
      toast.success(message, FORM_TOAST);
      sessionStore.signOut();
      await navigate(signInHrefFor({ role: user.role, instituteId: user.institute?.id ?? null }), {
        replace: true,
      });
    } catch (error) {
      toastUnexpectedError(error);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), setEmail(''))}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your interviews, reports, feedback and recordings are deleted now and cannot be brought back.
            Download your data first if you want to keep it.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={emailId}>Type your email ({user.email}) to confirm</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {email && !confirmed ? (
            <p className="text-sm text-muted-foreground">{PROFILE_MSG.confirmEmail}</p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={!confirmed || remove.isPending}
            onClick={() => void submit()}
          >
            {remove.isPending ? 'Deleting...' : 'Delete everything'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Download everything, or delete the account with everything in it (privacy policy: in-app controls). */
export function OwnDataSection({ user }: { user: User }) {
  const [downloading, setDownloading] = useState(false);
  const canDelete = user.role === 'USER' || user.role === 'INSTITUTE_USER';
  const download = async () => {
    setDownloading(true);
    try {
      await downloadOwnData();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), FORM_TOAST);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={downloading} onClick={() => void download()}>
          <Download aria-hidden />
          {downloading ? 'Preparing...' : 'Download my data'}
        </Button>
        <p className="text-sm text-muted-foreground">
          A zip with your interviews, reports and feedback (data.json) and your answer recordings.
        </p>
      </div>
      {canDelete ? (
        <DeleteAccountDialog user={user} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {user.role === 'INSTITUTE_ADMIN'
            ? PROFILE_MSG.adminCannotDelete
            : PROFILE_MSG.superAdminCannotDelete}
          .
        </p>
      )}
    </div>
  );
}
