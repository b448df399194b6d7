"""An RRULE string with a frequency that RFC 5545 does not define."""
from dateutil.rrule import rrulestr

rule = rrulestr("FREQ=FORTNIGHTLY;COUNT=4", dtstart=None)
print(list(rule))
