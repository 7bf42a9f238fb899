interface FormErrorsProps {
  id: string;
  messages: readonly string[];
}

/**
 * The error area of a form. The live region is always in the page so that screen readers
 * announce messages as they appear.
 */
export function FormErrors({ id, messages }: FormErrorsProps) {
  return (
    <div id={id} className="form-errors" role="alert">
      {messages.length > 0 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
