/** A small, well-formed PDF (one empty page) for safety-document tests; `note` varies its bytes. */
export function makePdf(note = 'Safety'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${note}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}
