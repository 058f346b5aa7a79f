/**
 * The full text of the featured post, in Markdown. Its headings start at `##`: the page renders
 * them one level down (h3, h4) so they sit under the post title, which is the page's h2.
 */
export const postMarkdown = `Every pull request at Saltmarsh used to wait **38 minutes** for a green check. On a busy
day that was a queue of a dozen branches, and engineers had learned to open a second task while
they waited. This spring we set ourselves a target: under fifteen minutes, without dropping a
single test.

## Where the time went

Before changing anything, we exported a month of pipeline timings and grouped them by step. The
picture was less mysterious than we expected:

- **Installing dependencies** took 9 minutes, because the cache key changed on every branch.
- **Building the Docker image** took 7 minutes, most of it in a layer nobody used any more.
- **The test suite** took 19 minutes on a single runner.
- Everything else, from linting to uploading reports, added up to 3 minutes.

## Caching by content, not by branch

Our old cache was keyed on the branch name, so every new branch started cold. We switched to a
key built from the lockfile's hash, which means two branches with the same dependencies share one
cache:

\`\`\`yaml
- uses: actions/cache@v4
  with:
    path: ~/.npm
    key: npm-\${{ hashFiles('package-lock.json') }}
\`\`\`

That alone took installs from 9 minutes to about 40 seconds. The Docker fix was even smaller: the
image still installed a PDF toolchain for an invoicing feature we retired last year. Deleting one
\`RUN\` line saved 6 minutes.

## Splitting the test suite

Splitting tests evenly by *file count* made things worse, because a handful of files hold most of
the slow integration tests. Instead we split by measured time:

1. Each run uploads how long every test file took.
2. The next run reads those timings and deals files out to six runners, longest first.
3. New files with no timing yet are spread round-robin.

> The slowest runner now finishes within 40 seconds of the fastest one. Before, the gap was
> over four minutes.

### What it cost

Six runners cost more per minute than one, but each pull request now uses fewer runner-minutes in
total, because nothing sits idle waiting on a cold cache. Our monthly CI bill went *down* by 12%.

## What we would do again

Measure first. Two of our three wins were about deleting work, not speeding it up, and we only
found them because the numbers were in front of us. If you want to try the timing-based split,
the [flaky tests post](#latest) explains how we keep the timing data honest, and the
[GitHub Actions caching guide](https://docs.github.com/en/actions/using-workflows/caching-dependencies-to-speed-up-workflows)
covers the cache keys in more depth.

Today the median pipeline takes **11 minutes**, and the queue on a busy afternoon is gone.
`;
