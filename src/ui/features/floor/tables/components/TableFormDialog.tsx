import { useEffect, useRef, useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, intInRange, type FieldErrors } from '../../../../forms.ts'
import { toastError } from '../../../../notify.ts'
import { seatsOf } from '../session.ts'
import { createTable, updateTable } from '../../../../front-of-house-api.ts'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import { RovingGroup } from '../../../../components/RovingGroup.tsx'

const tm = zhTW.frontOfHouse.tables
const counterText = zhTW.frontOfHouse.common

type Props = {
  storeId: number
  open: boolean
  /** Editing this table; adding when null. */
  table?: Table | null
  /** The QR screen offers fixed seat choices (2, 4, 6, 8, 10) instead of a number field. */
  seatChoices?: number[]
  numberPlaceholder?: string
  onClose: () => void
}

/** Add or edit a table: number required, seats a whole number ≥ 1 (default 4), spec part 2 §5. */
export function TableFormDialog({ storeId, open, table, seatChoices, numberPlaceholder, onClose }: Props) {
  const [number, setNumber] = useState('')
  const [seats, setSeats] = useState('4')
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<'number' | 'seats'>>({})
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    setErrors({})
    if (!open) return
    setNumber(table?.number ?? '')
    setSeats(String(table?.seats ?? 4))
  }, [open, table])

  const submit = async () => {
    const trimmed = number.trim()
    const failTitle = table ? counterText.updateFailed : counterText.addFailed
    const found = collectErrors({
      number: trimmed ? null : tm.numberRequired,
      seats: seatChoices ? null : intInRange(seats, 1, 99, tm.seats),
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    setPending(true)
    try {
      if (table) await updateTable(storeId, table.id, { number: trimmed, seats: seatsOf(seats) })
      else await createTable(storeId, { number: trimmed, seats: seatsOf(seats), status: 'available' })
      toast({ title: table ? tm.saved : tm.created })
      onClose()
    } catch (error) {
      toastError(failTitle, error, counterText.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={pending ? () => {} : onClose}
      title={table ? fill(tm.editTitle, { number: table.number }) : tm.add}
    >
      <form
        ref={formRef}
        className="form foh-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Field
          label={tm.number}
          value={number}
          maxLength={20}
          placeholder={numberPlaceholder}
          error={errors.number}
          onChange={(e) => {
            setNumber(e.target.value)
            setErrors((x) => ({ ...x, number: undefined }))
          }}
          autoFocus
        />
        {seatChoices ? (
          <fieldset className="pos-options foh-fieldset">
            <legend className="field-label">{tm.seats}</legend>
            <RovingGroup className="foh-choice-list" role="radiogroup" aria-label={tm.seats}>
              {seatChoices.map((n) => (
                // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={seats === String(n)}
                  className="foh-choice"
                  onClick={() => setSeats(String(n))}
                >
                  {fill(counterText.seatsCount, { n })}
                </button>
              ))}
            </RovingGroup>
          </fieldset>
        ) : (
          <Field
            label={tm.seats}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={seats}
            error={errors.seats}
            onChange={(e) => {
              setSeats(e.target.value)
              setErrors((x) => ({ ...x, seats: undefined }))
            }}
          />
        )}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : table ? zhTW.common.save : counterText.add}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
