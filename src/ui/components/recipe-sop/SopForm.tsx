import { useRef, useState, type FormEvent } from 'react'
import { t, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Button } from '../Button.tsx'
import { Field } from '../Input.tsx'
import { toast } from '../Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, intInRange, type FieldErrors } from '../../forms.ts'
import { toastError } from '../../notify.ts'
import { cleanSteps, createSop, parseEstimatedTime, updateSop, type Difficulty, type Sop, type SopStep } from './sop.ts'

const s = zhTW.products.sop

type Props = { menuItemId: number; storeId: number; sop: Sop | null; onDone: () => void; onCancel: () => void }

const blankStep = (): SopStep => ({ text: '', mandatory: true, guidance: '', timerSeconds: null })

/** Create or edit (spec part 1 §5): title required; estimated time a whole number ≥ 1, blank is 0. */
export function SopForm({ menuItemId, storeId, sop, onDone, onCancel }: Props) {
  const [title, setTitle] = useState(sop?.title ?? '')
  const [description, setDescription] = useState(sop?.description ?? '')
  const [time, setTime] = useState(sop && sop.estimatedTime > 0 ? String(sop.estimatedTime) : '')
  const [difficulty, setDifficulty] = useState<Difficulty>(sop?.difficultyLevel ?? 'medium')
  const [serving, setServing] = useState(String(sop?.servingSize ?? 1))
  const [steps, setSteps] = useState<SopStep[]>(() =>
    sop?.steps.length ? sop.steps.map((x) => ({ ...x })) : [blankStep()],
  )
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<'title' | 'time' | 'serving'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const failTitle = sop ? s.updateFailed : s.createFailed

  const setStep = (i: number, patch: Partial<SopStep>) =>
    setSteps((prev) => prev.map((st, j) => (j === i ? { ...st, ...patch } : st)))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const estimatedTime = parseEstimatedTime(time)
    const found = collectErrors({
      title: title.trim() ? null : s.titleRequired,
      time: estimatedTime === null ? s.timeInvalid : null,
      serving: intInRange(serving, 1, 1000, s.servingSize),
    })
    setErrors(found)
    if (hasErrors(found) || estimatedTime === null) return focusFirstInvalid(formRef.current)
    const input = {
      title: title.trim(),
      description: description.trim() || null,
      estimatedTime,
      difficultyLevel: difficulty,
      servingSize: Math.max(1, Math.round(Number(serving)) || 1),
      steps: cleanSteps(steps),
    }
    setPending(true)
    try {
      if (sop) await updateSop(sop.id, menuItemId, input)
      else await createSop(menuItemId, storeId, input)
      toast({ title: sop ? s.updated : s.created, description: input.title })
      onDone()
    } catch (error) {
      toastError(failTitle, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <form ref={formRef} className="form sop-form" onSubmit={submit} noValidate>
      <Field
        label={s.formTitle}
        value={title}
        required
        maxLength={100}
        autoFocus
        error={errors.title}
        onChange={(e) => {
          setTitle(e.target.value)
          setErrors((x) => ({ ...x, title: undefined }))
        }}
      />
      <div className="field">
        <label htmlFor="sop-description">{s.description}</label>
        <textarea
          id="sop-description"
          className="input textarea"
          rows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="field-row">
        <Field
          label={s.estimatedTime}
          inputMode="numeric"
          value={time}
          hint={s.estimatedHint}
          error={errors.time}
          onChange={(e) => {
            setTime(e.target.value)
            setErrors((x) => ({ ...x, time: undefined }))
          }}
        />
        <div className="field">
          <label htmlFor="sop-difficulty">{s.difficulty}</label>
          <select
            id="sop-difficulty"
            className="input"
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as Difficulty)}
          >
            {(['easy', 'medium', 'hard'] as const).map((d) => (
              <option key={d} value={d}>
                {s.difficultyLevels[d]}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={s.servingSize}
          type="number"
          min={1}
          step={1}
          value={serving}
          error={errors.serving}
          onChange={(e) => {
            setServing(e.target.value)
            setErrors((x) => ({ ...x, serving: undefined }))
          }}
        />
      </div>
      <fieldset className="form-section">
        <legend>{s.steps}</legend>
        <ol className="sop-edit-steps">
          {steps.map((step, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position; its inputs are controlled
            <li key={i} className="sop-edit-step">
              <div className="add-row">
                <input
                  className="input"
                  aria-label={`${t('products.sop.step', { n: i + 1 })} ${s.stepText}`}
                  placeholder={s.stepText}
                  value={step.text}
                  maxLength={500}
                  onChange={(e) => setStep(i, { text: e.target.value })}
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('products.form.removeEntry', { name: t('products.sop.step', { n: i + 1 }) })}
                  onClick={() => setSteps((prev) => prev.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </div>
              <div className="add-row">
                <input
                  className="input"
                  aria-label={`${t('products.sop.step', { n: i + 1 })} ${s.guidance}`}
                  placeholder={s.guidance}
                  value={step.guidance ?? ''}
                  maxLength={1000}
                  onChange={(e) => setStep(i, { guidance: e.target.value })}
                />
                <input
                  className="input add-row-price"
                  type="number"
                  min={0}
                  aria-label={`${t('products.sop.step', { n: i + 1 })} ${s.timer}`}
                  placeholder={s.timer}
                  value={step.timerSeconds ?? ''}
                  onChange={(e) => setStep(i, { timerSeconds: e.target.value ? Number(e.target.value) : null })}
                />
                <label className="inline-check">
                  <input
                    type="checkbox"
                    checked={step.mandatory}
                    onChange={(e) => setStep(i, { mandatory: e.target.checked })}
                  />
                  {s.mandatory}
                </label>
              </div>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="sm" onClick={() => setSteps((prev) => [...prev, blankStep()])}>
          ＋ {s.addStep}
        </Button>
      </fieldset>
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {zhTW.common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? zhTW.common.submitting : zhTW.common.save}
        </Button>
      </div>
    </form>
  )
}
