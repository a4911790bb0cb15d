#ifndef ROSTER_CEDITLINE_SHIM_H
#define ROSTER_CEDITLINE_SHIM_H
#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#endif
