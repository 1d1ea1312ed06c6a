import { PlanPath, type PlanDetail, type PlanImportResult } from '@wander/contract';
import { api, apiRequest } from '../../lib/api';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;
/** Exports may take long on a big plan (spec section 9: export timeout 600000 ms). */
const EXPORT_TIMEOUT_MS = 600_000;

const upload = (path: string, file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<PlanImportResult>(path, { method: 'POST', formData });
};

/** The plan calls of spec section 7 ("Product and plan") that the plan page makes. */
export const planApi = {
  detail: (id: string) => api.get<PlanDetail>(at(PlanPath.detailByPlan, id)),
  importProducts: (id: string, file: File) => upload(at(PlanPath.importProducts, id), file),
  importVariants: (id: string, file: File) => upload(at(PlanPath.importVariants, id), file),
  exportVariants: (id: string) =>
    api.file(at(PlanPath.exportVariants, id), {
      method: 'GET',
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    }),
  exportPlan: (id: string) =>
    api.file(at(PlanPath.exportPlan, id), {
      method: 'GET',
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    }),
};

export const planKeys = {
  all: (id: string) => ['wander-plan', id] as const,
  detail: (id: string) => ['wander-plan', id, 'detail'] as const,
};
