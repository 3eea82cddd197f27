import {
  type DisputeBody,
  type Statement,
  type StatementLine,
  StatementLineSchema,
  StatementListSchema,
  StatementSchema,
  type StatementSummary,
} from '@mandap/shared/schemas/commission';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The vendor's commission statements (decision 0075): the list on the Billing screen, one
// statement's page, and a dispute of one of its lines.

export const statementsQueryKey = ['billing-statements'] as const;

/** GET /api/vendor/billing/statements: newest month first. */
export function useStatements() {
  return useQuery({
    queryKey: statementsQueryKey,
    queryFn: async (): Promise<StatementSummary[]> =>
      (await apiRequest('/api/vendor/billing/statements', { schema: StatementListSchema }))
        .statements,
  });
}

export const statementQueryKey = (statementId: number) =>
  [...statementsQueryKey, statementId] as const;

/** GET /api/vendor/billing/statements/:statementId. */
export function useStatement(statementId: number) {
  return useQuery({
    queryKey: statementQueryKey(statementId),
    queryFn: (): Promise<Statement> =>
      apiRequest(`/api/vendor/billing/statements/${statementId}`, { schema: StatementSchema }),
    enabled: statementId > 0,
  });
}

/** POST …/lines/:lineId/dispute; the statement and the list are asked again after. */
export function useDisputeLine(statementId: number, lineId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeBody): Promise<StatementLine> =>
      apiRequest(`/api/vendor/billing/statements/${statementId}/lines/${lineId}/dispute`, {
        method: 'POST',
        body,
        schema: StatementLineSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementsQueryKey }),
  });
}
