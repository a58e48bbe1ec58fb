/** A menu item's recipe SOP as sops/service.ts presents it, with the reader's mode (spec part 2 §9 skill levels). */

export type SopStep = { text: string; mandatory: boolean; guidance?: string | null; timerSeconds?: number | null }
export type SopDifficulty = 'easy' | 'medium' | 'hard'

/** Beginners confirm every step and see guidance, photos and timers; experts may fast-complete. */
export type SopMode = {
  skillLevel: 'beginner' | 'expert'
  allStepsMandatory: boolean
  fastCompleteAllowed: boolean
  showGuidance: boolean
  photoPerStep: boolean
  timerReminders: boolean
}

export type Sop = {
  id: number
  menuItemId: number
  menuItemName: string
  storeId: number
  title: string
  description: string | null
  estimatedTime: number
  difficultyLevel: SopDifficulty
  servingSize: number
  /** As saved (for the edit form). */
  steps: SopStep[]
  /** As the signed-in user should follow them. */
  stepsForUser: SopStep[]
  mode: SopMode
  createdAt: string
  updatedAt: string
}
