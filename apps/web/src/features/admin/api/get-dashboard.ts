import type { DashboardPaymentsReply, DashboardReply } from '@mandap/shared/schemas/operators';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/dashboard. */
export function useDashboard() {
  return useQuery({
    queryKey: ['operator-dashboard'],
    queryFn: () => apiRequest<DashboardReply>('/api/admin/dashboard'),
  });
}

/** GET /api/admin/dashboard/payments: admins only (the screen asks only for an admin). */
export function useDashboardPayments(enabled: boolean) {
  return useQuery({
    queryKey: ['operator-dashboard', 'payments'],
    queryFn: () => apiRequest<DashboardPaymentsReply>('/api/admin/dashboard/payments'),
    enabled,
  });
}
