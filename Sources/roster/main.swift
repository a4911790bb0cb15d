print("roster: not built yet")
