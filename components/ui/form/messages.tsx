/**
 * A form's answer from the server, under its button: a failure in red (alert), a success in green
 * (status), nothing while there is none. The auth and account forms centre it; the desk's sit left.
 */
export function FormMessages({ failure, success = '', align = 'start' }: { failure: string; success?: string; align?: 'start' | 'center' }) {
  const place = align === 'center' ? 'text-center' : 'mt-2';
  return (
    <>
      <p role="alert" className={`${place} font-semibold text-off empty:hidden`}>
        {failure}
      </p>
      <p role="status" className={`${place} font-semibold text-ok empty:hidden`}>
        {success}
      </p>
    </>
  );
}
