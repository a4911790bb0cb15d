// RosterStore: placeholder until its issue lands.
