#ifndef ROSTER_CXML_SHIM_H
#define ROSTER_CXML_SHIM_H
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
