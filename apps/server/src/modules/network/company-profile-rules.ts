import type { FastifyRequest } from 'fastify';
import { COMPANY_PROTECTED_FIELDS, messages } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import type { companies } from '../../db/schema/index.js';
import type { AuthContextCache } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany, isPlatformUser } from '../../platform/http/security.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  companyExists,
  currencyExists,
  findCompanyById,
  ownAndChildCompanies,
} from './network.queries.js';
import { createCompany } from './create-company.js';
import { openMissingWallets } from './open-wallet.js';

const PROTECTED_LABELS: Record<string, string> = {
  customCode: 'Custom Code',
  companyType: 'Company Type',
  parentEntityCode: 'Parent Company',
};

/**
 * Who may see and change which company (network/CompanyProfiles):
 * - platform staff see every company; with the grants they create and edit any;
 * - everyone else sees their working company and the companies under it, and may edit only the
 *   working company's own details: its code, type, custom code and parent stay as they are.
 * The entity code never changes (other records refer to it).
 */
export function companyProfileRules(db: Tx, contexts: AuthContextCache) {
  const checkReferences = async (body: Record<string, unknown>) => {
    const parent = body.parentEntityCode as string | null | undefined;
    if (parent && (parent === body.entityCode || !(await companyExists(db, parent)))) {
      throw AppError.validation({ parentEntityCode: [messages.invalidOption('Parent Company')] });
    }
    const currency = body.defaultCurrency as string | null | undefined;
    if (currency && !(await currencyExists(db, currency))) {
      throw AppError.validation({ defaultCurrency: [messages.invalidOption('Default Currency')] });
    }
  };

  return {
    rowScope: (request: FastifyRequest) =>
      isPlatformUser(request)
        ? undefined
        : ownAndChildCompanies(currentCompany(request).entityCode),

    beforeWrite: async (request: FastifyRequest, body: Record<string, unknown>, id?: string) => {
      if (id === undefined) {
        if (!isPlatformUser(request))
          throw AppError.forbidden('Only platform administrators can create companies');
        return checkReferences(body);
      }
      const existing = isUuid(id) ? await findCompanyById(db, id) : null;
      if (!existing) throw AppError.notFound('Company');
      if (!isPlatformUser(request)) {
        const working = currentCompany(request).entityCode;
        if (existing.entityCode !== working && existing.parentEntityCode !== working)
          throw AppError.notFound('Company');
        if (existing.entityCode !== working)
          throw AppError.forbidden('You can only edit your own company');
        for (const field of COMPANY_PROTECTED_FIELDS) {
          if (field === 'entityCode') continue;
          if ((body[field] || null) !== (existing[field] || null)) {
            throw AppError.forbidden(
              `Only platform administrators can change the ${PROTECTED_LABELS[field]}`,
            );
          }
        }
      }
      if (body.entityCode !== existing.entityCode) {
        throw AppError.validation({ entityCode: ['Entity Code cannot be changed'] });
      }
      await checkReferences(body);
    },

    // A company that pays gets its wallet in the transaction that creates it.
    create: (_request: FastifyRequest, values: Record<string, unknown>) =>
      createCompany(db, values as typeof companies.$inferInsert),

    // Profiles and working companies carry isSetupFully: drop the cached auth contexts.
    // A platform admin who makes a company a business customer gives it its wallet too.
    afterWrite: async (request: FastifyRequest) => {
      contexts.invalidate();
      const entityCode = (request.body as { entityCode?: unknown } | undefined)?.entityCode;
      if (request.method === 'PUT' && typeof entityCode === 'string') {
        await openMissingWallets(db, entityCode);
      }
    },
  };
}
