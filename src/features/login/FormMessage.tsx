export function FormMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} className="form-message" role="alert">
      {message}
    </div>
  );
}
