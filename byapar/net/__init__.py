"""Play with friends: a host keeps the only table, clients follow it over WebSockets.

Nothing here imports pygame: the app reads a client's queue once a frame, as it does for
bots' answers. `protocol` says what may be sent, `public` what of a table may leave the host,
`commitment` how the dice are proven fair, `table` the host's rules for seats, `host` and
`client` the two ends of the link, `discovery` finding tables on the home network.
"""
