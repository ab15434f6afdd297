import type { MenuItem } from '../access/menu';

const TOOLS = 'Tools';
const FILE_FEEDS = 'Files';

/**
 * The converter sits under Tools (GENERAL: every signed-in user); the file listings under a Files
 * folder of MODULES, each shown by its route permission (SFTP Files and its report need sign-in only).
 */
export const FILES_MENU: readonly MenuItem[] = [
  { label: TOOLS, path: '', icon: 'build', group: 'GENERAL' },
  { label: 'File Converter', path: '/converter', icon: 'transform', group: 'GENERAL', parent: TOOLS },
  { label: FILE_FEEDS, path: '', icon: 'folder', group: 'MODULES' },
  { label: 'Azure Files', path: '/azure-files', icon: 'cloud', permission: 'azureFiles', group: 'MODULES', parent: FILE_FEEDS },
  {
    label: 'Azure Files Report',
    path: '/azure-files-report',
    icon: 'cloud_done',
    permission: 'azureFilesReport',
    group: 'MODULES',
    parent: FILE_FEEDS,
  },
  { label: 'SFTP Files', path: '/sftp-files', icon: 'dns', group: 'MODULES', parent: FILE_FEEDS },
  { label: 'Sftp Files Report', path: '/sftp-files-report', icon: 'summarize', group: 'MODULES', parent: FILE_FEEDS },
];
