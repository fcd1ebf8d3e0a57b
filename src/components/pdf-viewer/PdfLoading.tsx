/** What stands in a document's place while it, or the viewer that draws it, is fetched. */
export function PdfLoading() {
  return (
    <div className="pdf-viewer pdf-viewer--loading" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span>Loading PDF...</span>
    </div>
  );
}
