import { useEffect, useState } from 'react'
import { t, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Badge } from '../Badge.tsx'
import { Button } from '../Button.tsx'
import { toast } from '../Toaster.tsx'
import { clock, type Sop } from './sop.ts'

const s = zhTW.products.sop

/** Step timers: seconds left per step index, ticking once a second; a toast when one ends. */
function useStepTimers(steps: Sop['stepsForUser']) {
  const [endsAt, setEndsAt] = useState<Record<number, number>>({})
  const [now, setNow] = useState(() => Date.now())
  const running = Object.keys(endsAt).length > 0
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [running])
  useEffect(() => {
    const done = Object.entries(endsAt).filter(([, end]) => end <= now)
    if (done.length === 0) return
    for (const [index] of done) {
      toast({
        title: s.timerDone,
        description: t('products.sop.timerDoneBody', { step: steps[Number(index)]?.text ?? '' }),
        durationMs: 10_000,
      })
    }
    setEndsAt((prev) => Object.fromEntries(Object.entries(prev).filter(([, end]) => end > now)))
  }, [now, endsAt, steps])
  const start = (index: number, seconds: number) => {
    setNow(Date.now())
    setEndsAt((prev) => ({ ...prev, [index]: Date.now() + seconds * 1000 }))
  }
  const left = (index: number) => (endsAt[index] === undefined ? null : (endsAt[index]! - now) / 1000)
  return { start, left }
}

/**
 * Following an SOP at the counter (spec part 2 §9): beginners tick every step, each mandatory,
 * with its guidance; experts may fast-complete. The server's `mode` decides, from the user's
 * skill level. Completion is a local checklist; nothing is recorded on the server.
 */
export function SopRunner({ sop, onDone }: { sop: Sop; onDone: () => void }) {
  const steps = sop.stepsForUser
  const [checked, setChecked] = useState<boolean[]>(() => steps.map(() => false))
  const timers = useStepTimers(steps)
  const mandatoryLeft = steps.filter((step, i) => step.mandatory && !checked[i]).length
  const done = checked.filter(Boolean).length

  const finish = () => {
    toast({ title: s.completed, description: t('products.sop.completedBody', { name: sop.menuItemName }) })
    onDone()
  }

  return (
    <div className="sop-runner">
      <div className="sop-facts">
        <Badge tone="info">
          {sop.estimatedTime > 0 ? t('products.sop.minutes', { n: sop.estimatedTime }) : s.noTime}
        </Badge>
        <Badge>{s.difficultyLevels[sop.difficultyLevel]}</Badge>
        <Badge>{t('products.sop.servings', { n: sop.servingSize })}</Badge>
      </div>
      {sop.description ? <p className="sop-description">{sop.description}</p> : null}
      <p className={`sop-mode ${sop.mode.allStepsMandatory ? 'is-beginner' : 'is-expert'}`} data-testid="sop-mode">
        {sop.mode.allStepsMandatory ? s.beginnerMode : s.expertMode}
      </p>
      {steps.length === 0 ? (
        <p className="muted">{s.noSteps}</p>
      ) : (
        <ol className="sop-steps">
          {steps.map((step, i) => {
            const left = timers.left(i)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position; timers are kept by it
              <li key={i} className={`sop-step ${checked[i] ? 'is-done' : ''}`}>
                <label className="sop-check">
                  <input
                    type="checkbox"
                    checked={checked[i] ?? false}
                    onChange={(e) => setChecked((prev) => prev.map((v, j) => (j === i ? e.target.checked : v)))}
                  />
                  <span className="sop-step-text">
                    <strong>{t('products.sop.step', { n: i + 1 })}</strong> {step.text}
                    {step.mandatory ? <Badge tone="warning">{s.mandatory}</Badge> : null}
                  </span>
                </label>
                {sop.mode.showGuidance && step.guidance ? <p className="sop-guidance">{step.guidance}</p> : null}
                {sop.mode.timerReminders && step.timerSeconds ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={left !== null}
                    onClick={() => timers.start(i, step.timerSeconds!)}
                  >
                    {left !== null
                      ? t('products.sop.timerRunning', { time: clock(left) })
                      : t('products.sop.startTimer', { time: clock(step.timerSeconds) })}
                  </Button>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
      <div className="sop-footer">
        <span className="muted" aria-live="polite">
          {t('products.sop.progress', { done, total: steps.length })}
        </span>
        <div className="form-actions">
          {sop.mode.fastCompleteAllowed ? (
            <Button variant="secondary" onClick={finish}>
              {s.fastComplete}
            </Button>
          ) : null}
          <Button disabled={mandatoryLeft > 0} onClick={finish}>
            {s.complete}
          </Button>
        </div>
      </div>
    </div>
  )
}
