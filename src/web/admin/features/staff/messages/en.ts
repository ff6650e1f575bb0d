import type { StaffMessages } from './pl';

export const en: StaffMessages = {
  'staff.title': 'Staff',
  'staff.intro':
    'An owner can do everything; staff work on the catalogue and content, without accounts or the audit log.',
  'staff.add': 'Add a person',
  'staff.email': 'E-mail',
  'staff.password': 'Starting password',
  'staff.passwordHint':
    'At least 12 characters. Hand it over in person; it can be changed after logging in.',
  'staff.role': 'Role',
  'staff.status': 'Status',
  'staff.active': 'Active',
  'staff.disabled': 'Disabled',
  'staff.created': 'Since',
  'staff.you': 'you',
  'staff.roleOf': 'Role: {email}',
  'staff.disable': 'Disable',
  'staff.enable': 'Enable',
  'staff.disableOf': 'Disable the account {email}',
  'staff.enableOf': 'Enable the account {email}',
  'staff.disableConfirm':
    'Disable the account {email}? This person is logged out and cannot log in again.',
  'staff.resetPassword': 'New password',
  'staff.resetPasswordOf': 'New password for {email}',
  'staff.resetText': 'This person is logged out on every device.',
  'staff.newPassword': 'New password',
  'staff.addedToast': 'Account {email} added.',
  'staff.savedToast': 'Changes to {email} saved.',
  'staff.passwordToast': 'New password set for {email}.',
  'staff.exists': 'An account with this address already exists.',
  'staff.lastOwner': 'The shop must keep at least one active owner.',
  'staff.empty': 'No accounts',
  'staff.caption': 'Back-office accounts',
};
