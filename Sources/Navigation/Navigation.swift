// Navigation: placeholder until its issue lands.
