import type { SendResult } from '@/components/ui/form/use-checked-form';

/**
 * A form's result from an API answer: the server's messages beside the fields it names, else its
 * message (or `fallback`). Loads the answer's checks with the form's (components/auth/validation).
 */
export async function failureResult<F extends string>(body: unknown, fields: readonly F[], fallback: string): Promise<SendResult<F>> {
  const { answerFieldErrors, answerMessage } = await import('@/components/auth/validation');
  const errors = answerFieldErrors(body, fields);
  return Object.keys(errors).length > 0 ? { errors } : answerMessage(body, fallback);
}
