export const MAX_JSON_DEPTH = 32
