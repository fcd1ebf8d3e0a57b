export const CONFIGS_FAILED = 'We could not load the configuration. Refresh the page to try again.';
