// What other modules may ask of the accounts module (a route never reads another module's
// repository directly).
export { addAccountMember, isMemberByEmail } from './account-users.repository';
