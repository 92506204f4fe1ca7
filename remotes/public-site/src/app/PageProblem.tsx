/** Shown in place of a page that could not be loaded or shown: what happened and a retry. */
export function PageProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="site-problem" role="alert">
      <div className="site-container site-problem__inner">
        <h1 className="site-problem__title" tabIndex={-1}>
          Sorry, this page is not available right now
        </h1>
        <p className="site-problem__text">{message}</p>
        <button type="button" className="site-button site-button--light" onClick={onRetry}>
          Try again
        </button>
      </div>
    </section>
  );
}
