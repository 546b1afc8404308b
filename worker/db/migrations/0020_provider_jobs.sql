-- Migration 0020: where each whole-table job over the providers stands
-- (worker/providers/provider-jobs.ts). A job works through the providers in chunks of ids, and
-- each chunk's writes and the move of `next_id` are one batch, so a run stopped half way (a
-- Worker's CPU limit, a failed query) resumes at the chunk it had not finished.
CREATE TABLE provider_jobs (
  job TEXT PRIMARY KEY CHECK (job IN ('aggregates', 'bayesian')),
  -- The first provider id the run has not done yet.
  next_id INTEGER NOT NULL,
  -- The highest provider id when the run started: the run is over once next_id passes it.
  last_id INTEGER NOT NULL,
  -- The directory-wide mean rating the bayesian run works against, fixed when it started.
  mean REAL,
  started_at TEXT NOT NULL,
  finished_at TEXT
);
