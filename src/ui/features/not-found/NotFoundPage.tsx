import { Link } from 'wouter'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'

export function NotFoundPage() {
  return (
    <section className="page not-found">
      <div className="card empty-state">
        <h1 className="page-title">{zhTW.notFound.title}</h1>
        <p className="muted">{zhTW.notFound.body}</p>
        <Link href="/" className="btn btn-primary btn-md">
          {zhTW.notFound.home}
        </Link>
      </div>
    </section>
  )
}
