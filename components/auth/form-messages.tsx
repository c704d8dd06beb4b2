/** A form's answer from the server: a failure in red (alert), a success in green (status). */
export function FormMessages({ failure, success = '' }: { failure: string; success?: string }) {
  return (
    <>
      <p role="alert" className="text-center font-semibold text-off empty:hidden">
        {failure}
      </p>
      <p role="status" className="text-center font-semibold text-ok empty:hidden">
        {success}
      </p>
    </>
  );
}
