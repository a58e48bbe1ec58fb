/** Database backups and restore: the module's one door. */
export { createBackupService, type BackupService } from './service'
export { backupRoutes } from './routes'
export { runBackupCommand } from './cli'
export { prepareUpgrade, SchemaTooNewError } from './upgrade'
