import { AppError } from '../../http/app-error'
import { checkUsername, USERNAME_MAX } from '../../../shared/domain/username'

/** The username to keep for a new or renamed account, or its zh-TW refusal (rules: shared/domain/username.ts). */
export function acceptUsername(raw: string): string {
  const r = checkUsername(raw)
  if (r.ok) return r.username
  if (r.problem === 'mixed-scripts') throw new AppError('USERNAME_MIXED_SCRIPTS')
  if (r.problem === 'invisible') throw new AppError('USERNAME_INVISIBLE')
  throw new AppError('USERNAME_LENGTH', { max: USERNAME_MAX })
}
