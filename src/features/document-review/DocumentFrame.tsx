import { useEffect, useMemo } from 'react';
import { base64ToPdfBytes } from '../pdf-viewer/index.ts';

/** Desktop: the document inline in an 800 px frame (SPEC §2, §9). */
export function DocumentFrame({ content, title }: { content: string; title: string }) {
  const source = useMemo(() => {
    try {
      const blob = new Blob([base64ToPdfBytes(content)], { type: 'application/pdf' });
      return { url: URL.createObjectURL(blob), error: null };
    } catch (error) {
      return { url: null, error: error instanceof Error ? error.message : String(error) };
    }
  }, [content]);
  useEffect(() => () => void (source.url && URL.revokeObjectURL(source.url)), [source]);
  if (!source.url) {
    return (
      <div className="pdf-viewer__error" role="alert">
        Failed to load PDF document: {source.error}
      </div>
    );
  }
  return <iframe className="document-frame" src={source.url} title={title} height={800} />;
}
