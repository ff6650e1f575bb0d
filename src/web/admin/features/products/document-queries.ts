import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDocumentListResponse,
  adminDocumentSchema,
  type AdminDocument,
} from '#contracts/admin/documents';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { productKeys } from './product-queries';

/**
 * A product's safety documents (contracts/admin/documents.ts): the list, one PDF up (multipart:
 * the browser sets the boundary), one removed. Errors come back to the panel (`quiet`).
 */
export function useProductDocuments(productId: number) {
  const client = useQueryClient();
  const queryKey = productKeys.documents(productId);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.productDocuments, { id: productId }), {
        signal,
        quiet: true,
        schema: adminDocumentListResponse,
      }),
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  return {
    items: list.data?.items ?? [],
    async upload(file: File): Promise<AdminDocument> {
      const body = new FormData();
      body.append('file', file, file.name);
      const made = await adminApi.post(
        apiPath(ADMIN_API.productDocuments, { id: productId }),
        undefined,
        { raw: { body }, quiet: true, schema: adminDocumentSchema },
      );
      await refresh();
      return made;
    },
    async remove(documentId: number): Promise<void> {
      await adminApi.delete(apiPath(ADMIN_API.productDocument, { id: productId, documentId }));
      await refresh();
    },
  };
}
