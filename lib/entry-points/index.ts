// Entry points' shared rules and rows (the store is lib/server/entry-points).
export { enterpriseLabel, organizationLabel, type EnterpriseRow, type OrganizationRow } from './entry-point-rows';
export { DISPLAY_NAME_MAX, enterpriseFormSchema, organizationFormSchema, removeEnterpriseSchema, removeOrganizationSchema, saveEnterpriseSchema, saveOrganizationSchema, type EnterpriseFormInput, type EnterpriseFormValues, type OrganizationFormInput, type OrganizationFormValues, type SaveMode } from './entry-point-schemas';
export { ruleFieldTexts, storedRulesOf, storedWorkingTimeRulesSchema, workingTimeRulesOf, type StoredWorkingTimeRules, type WorkingTimeRules } from './working-time-rules';
export { WEEKLY_HOURS_MAX, formatThreshold, hoursToMinutes, isOverThreshold, minutesToHours, thresholdText } from './hours-threshold';
