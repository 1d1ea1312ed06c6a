/** One row of the environment table (config-env.ts). */
export interface EnvVar {
  /** One variable, or a few read together (a pair of keys). */
  name: string | string[];
  default: string;
  meaning: string;
}

export interface EnvSection {
  title: string;
  vars: EnvVar[];
}

export const v = (name: EnvVar['name'], def: string, meaning: string): EnvVar => ({
  name,
  default: def,
  meaning,
});
