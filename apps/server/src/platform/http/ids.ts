const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are opaque UUIDs; anything else can only be "not found". */
export const isUuid = (value: string) => UUID.test(value);
