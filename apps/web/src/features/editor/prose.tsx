export interface ProseProps {
  /** HTML the server sanitized with its allow-list (lib/sanitize.ts); never raw user input. */
  html: string;
  className?: string;
  id?: string;
}

/**
 * Published rich text (a project introduction, a lounge post, an article) in the same typography
 * as the editor. Only server-sanitized HTML comes here: the server is the one place that decides
 * which tags survive, so the web does not run a second, possibly different, sanitizer.
 */
export function Prose({ html, className, id }: ProseProps) {
  return (
    <div
      id={id}
      className={className ? `prose ${className}` : 'prose'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (allow-list).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
