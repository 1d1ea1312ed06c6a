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
  /**
   * The user's sessions (refresh-token families) ended by sign-out, reuse or a password change
   * within an access token's lifetime: their access tokens are refused although unexpired.
   */
  revokedFamilies: Set<string>;
  /**
   * One of the user's roles requires a second factor and the user has none confirmed: only the
   * routes that set it up answer (route config `twoFactorSetup`), the others 403.
   */
  twoFactorPending: boolean;
}

export type LoadAuthContext = (userId: string) => Promise<AuthContext | null>;

export function can(ctx: AuthContext, resource: string, action: string): boolean {
  return ctx.isDmsAdmin || ctx.permissions.has(`${resource}:${action}`);
}

/** The channel triggers on users, roles, permissions and companies notify on (migration 0041). */
export const AUTH_CHANGED = 'auth_changed';

/**
 * A small time-bounded cache in front of the loader. A change is dropped at once in the process
 * that made it (`invalidate`) and, through NOTIFY auth_changed at commit, in every other process
 * (`listen`), so several processes behind a load balancer never disagree for the cache's TTL.
 */
export class AuthContextCache {
  private readonly entries = new Map<string, { ctx: AuthContext | null; expiresAt: number }>();
  private unlisten: (() => Promise<void>) | null = null;
  private generation = 0;
  constructor(
    private readonly load: LoadAuthContext,
    private readonly ttlMs: number,
  ) {}

  /** Drops every cached access whenever another process (or this one) changed one. */
  async listen(subscribe: (channel: string, onChange: () => void) => Promise<() => Promise<void>>) {
    if (this.ttlMs <= 0) return;
    this.unlisten = await subscribe(AUTH_CHANGED, () => this.invalidate());
  }

  async stop() {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.entries.clear();
    await unlisten?.();
  }

  async get(userId: string): Promise<AuthContext | null> {
    if (this.ttlMs <= 0) return this.load(userId);
    const hit = this.entries.get(userId);
    const now = Date.now();
    if (hit && hit.expiresAt > now) return hit.ctx;
    // A change during the load makes what it read stale: it is answered, not kept.
    const generation = this.generation;
    const ctx = await this.load(userId);
    if (generation !== this.generation) return ctx;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(userId, { ctx, expiresAt: now + this.ttlMs });
    return ctx;
  }

  invalidate(userId?: string): void {
    this.generation += 1;
    if (userId) this.entries.delete(userId);
    else this.entries.clear();
  }
}
