/** Who is calling: loaded once per request from the bearer token (briefly cached). */
export interface AuthCompany {
  id: string;
  entityCode: string;
  companyName: string;
  customCode: string;
  companyType: string;
  /** The distributor a customer or agent company buys from; null for the others. */
  parentEntityCode: string | null;
  isSetupFully: boolean;
}

export interface AuthContext {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  userName: string;
  isActive: boolean;
  roleNames: string[];
  userRoleEntities: { roleName: string; entityCode: string }[];
  isDmsAdmin: boolean;
  /** `${resourceName}:${permission}` */
  permissions: Set<string>;
  companies: AuthCompany[];
  /** The family of the refresh token this access token was issued with. */
  familyId?: string;
}

export type LoadAuthContext = (userId: string) => Promise<AuthContext | null>;

export function can(ctx: AuthContext, resource: string, action: string): boolean {
  return ctx.isDmsAdmin || ctx.permissions.has(`${resource}:${action}`);
}

/** A small time-bounded cache in front of the loader; invalidate on role or permission changes. */
export class AuthContextCache {
  private readonly entries = new Map<string, { ctx: AuthContext | null; expiresAt: number }>();
  constructor(
    private readonly load: LoadAuthContext,
    private readonly ttlMs: number,
  ) {}

  async get(userId: string): Promise<AuthContext | null> {
    if (this.ttlMs <= 0) return this.load(userId);
    const hit = this.entries.get(userId);
    const now = Date.now();
    if (hit && hit.expiresAt > now) return hit.ctx;
    const ctx = await this.load(userId);
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(userId, { ctx, expiresAt: now + this.ttlMs });
    return ctx;
  }

  invalidate(userId?: string): void {
    if (userId) this.entries.delete(userId);
    else this.entries.clear();
  }
}
