export { cssVariablesResolver, theme } from '@feedline/theme';
