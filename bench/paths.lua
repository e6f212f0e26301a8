-- wrk script for bench/load.py's wrk_load: GET each path of a file in turn, with one Accept
-- header, and print the figures as one JSON line at the end.
--   wrk -t1 -cN -dS -s bench/paths.lua http://127.0.0.1:PORT -- PATHS_FILE ACCEPT

local paths = {}
local accept = "*/*"
local position = 0

function init(args)
  for line in io.lines(args[1]) do
    paths[#paths + 1] = line
  end
  accept = args[2] or accept
end

function request()
  position = position % #paths + 1
  return wrk.format("GET", paths[position], { ["Accept"] = accept })
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK {"requests": %d, "duration_us": %d, "p50_us": %d, "p99_us": %d, "status": %d, ' ..
    '"connect": %d, "read": %d, "write": %d, "timeout": %d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.status, errors.connect, errors.read, errors.write, errors.timeout))
end
