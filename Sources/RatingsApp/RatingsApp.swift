// RatingsApp: placeholder until its issue lands.
