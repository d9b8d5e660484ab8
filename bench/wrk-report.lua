-- wrk's report script for the benchmark: at the end of a run, one line of JSON with what bench/wrk-output.ts
-- reads. Latencies are in microseconds. `latency(i)` gives the i-th distinct latency and how many requests had it,
-- which is how the requests over one second are counted exactly rather than estimated from percentiles.
done = function(summary, latency, requests)
  local over1s = 0
  for i = 1, #latency do
    local value, count = latency(i)
    if value > 1000000 then over1s = over1s + count end
  end
  local e = summary.errors
  io.write(string.format(
    'FOYER_WRK {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"over1s":%d,' ..
      '"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"statusErrors":%d,"timeouts":%d}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99), latency.max,
    over1s, e.connect, e.read, e.write, e.status, e.timeout))
end
