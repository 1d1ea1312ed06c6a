/**
 * The form-level error shown above the submit button (spec section 8). Plain markup styled like an
 * antd error alert, so that light pages (sign-in) do not pay for the Alert component.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  );
}
