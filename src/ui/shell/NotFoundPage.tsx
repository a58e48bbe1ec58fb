import { Link } from 'wouter'
import { notFoundMessages } from '../../shared/i18n/catalog/notFound.ts'

export function NotFoundPage() {
  return (
    <section className="page not-found">
      <div className="card empty-state">
        <h1 className="page-title">{notFoundMessages.title}</h1>
        <p className="muted">{notFoundMessages.body}</p>
        <Link href="/" className="btn btn-primary btn-md">
          {notFoundMessages.home}
        </Link>
      </div>
    </section>
  )
}
