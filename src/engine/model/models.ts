/** The model a run uses when nobody picked one: a current, balanced model. */
export const defaultModelId = 'claude-sonnet-5-5';
