import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export type ContractForm<TInput extends FieldValues, TOutput = TInput> = UseFormReturn<
  TInput,
  unknown,
  TOutput
> & {
  /** `register` for an input whose message disappears as soon as it is edited (SPEC §5). */
  field: (name: FieldPath<TInput>) => UseFormRegisterReturn<FieldPath<TInput>>;
  /** For a controlled field: its message disappears on the first change, the next check happens on submit. */
  clearOnEdit: (name: FieldPath<TInput>) => void;
};

/**
 * Every form of the app: react-hook-form checked with the contract's zod schema, so the browser and the server
 * refuse the same inputs with the same words, and SPEC §5's behaviour that a field's message clears as soon as
 * the field is edited (checked again only on submit, so typing does not bring a message straight back).
 */
export function useContractForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver' | 'reValidateMode'>,
): ContractForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const { clearErrors, getFieldState, register, formState } = form;
  const clearOnEdit = useCallback(
    (name: FieldPath<TInput>) => {
      if (getFieldState(name).error) clearErrors(name);
    },
    [clearErrors, getFieldState],
  );
  const field = useCallback(
    (name: FieldPath<TInput>) => register(name, { onChange: () => clearOnEdit(name) }),
    [register, clearOnEdit],
  );
  // formState is read through RHF's proxy; keeping it in the dependencies re-renders readers of errors.
  return useMemo(() => ({ ...form, formState, field, clearOnEdit }), [form, formState, field, clearOnEdit]);
}
