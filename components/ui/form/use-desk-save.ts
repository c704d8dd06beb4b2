'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { DESK_SAVE_FAILED } from '@/lib/desk/time-ago';
import { answerErrors, answerMessage } from '@/lib/validation/answer';

/**
 * One save of a desk form: sends it, then shows the page again from the server (router.refresh),
 * so what the form shows is what the store holds. `errors` are the server's messages per field.
 */
export function useDeskSave() {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save(send: () => Promise<ApiResult>, done?: (body: unknown) => void): Promise<boolean> {
    setSaving(true);
    setMessage('');
    setError('');
    setErrors({});
    const answer = await send();
    setSaving(false);
    if (answer.status >= 200 && answer.status < 300) {
      setMessage(answerMessage(answer.body, 'Guardado.'));
      done?.(answer.body);
      startRefresh(() => router.refresh());
      return true;
    }
    setErrors(answerErrors(answer.body));
    setError(answerMessage(answer.body, DESK_SAVE_FAILED));
    return false;
  }

  return { save, saving: saving || refreshing, message, error, errors, setError, setErrors, setMessage };
}
