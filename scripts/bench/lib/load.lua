-- wrk script for scripts/bench: optional JSON POST with a fresh Idempotency-Key per request, and a
-- machine-readable summary line. Settings come from the environment (see lib/load.ts).
local counter = 0
local prefix = ''
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set('tid', threads)
end

function init(args)
  prefix = string.format('%s-%d-', os.getenv('BENCH_RUN') or 'run', tid or 0)
  wrk.method = os.getenv('BENCH_METHOD') or 'GET'
  local body = os.getenv('BENCH_BODY')
  if body and body ~= '' then
    wrk.body = body
    wrk.headers['Content-Type'] = 'application/json'
  end
  local encoding = os.getenv('BENCH_ACCEPT_ENCODING')
  if encoding and encoding ~= '' then wrk.headers['Accept-Encoding'] = encoding end
  local cookie = os.getenv('BENCH_COOKIE')
  if cookie and cookie ~= '' then wrk.headers['Cookie'] = cookie end
end

function request()
  if wrk.method == 'POST' then
    counter = counter + 1
    wrk.headers['Idempotency-Key'] = prefix .. counter
  end
  return wrk.format()
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"non2xx":%d,"socketErrors":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
