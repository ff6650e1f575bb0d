import { ReturnsList } from '../features/returns/returns-list';

/** /admin/returns: withdrawals and complaints (kind, status, overdue, order). */
export default function ReturnsRoute() {
  return <ReturnsList />;
}
